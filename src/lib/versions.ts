/**
 * The version registry (spec section 9): the one place that says which API versions exist and
 * which of them is current. Paths, headers, OpenAPI and the developer page all derive from it.
 */
export interface ApiVersion {
  /** Path segment and `API-Version` value, e.g. `v1`. */
  name: string;
  status: 'current' | 'deprecated';
  /** ISO date the version was (or will be) marked deprecated. Only on deprecated versions. */
  deprecatedOn?: string;
  /** ISO date the version is retired: at least 6 months after `deprecatedOn`. */
  sunsetOn?: string;
}

/** Version of the service description (`/openapi.json` `info.version`). */
export const SERVICE_DESCRIPTION_VERSION = '1.1.0';

/** The shipped registry. To deprecate v1: mark it deprecated with both dates and add v2 as current. */
export const SHIPPED_API_VERSIONS: readonly ApiVersion[] = [{ name: 'v1', status: 'current' }];

/**
 * Builds of the test fixtures may replace the registry with `API_VERSION_REGISTRY` (JSON, e.g.
 * `tests/fixtures/versions/v1-deprecated.json`) to prove the deprecation machinery end to end.
 * Production never sets it; read at build time only (functions are bundled with the shipped one).
 */
export function registryFromEnv(env: Record<string, string | undefined> = process.env): readonly ApiVersion[] {
  const override = env.API_VERSION_REGISTRY;
  if (!override) return SHIPPED_API_VERSIONS;
  const versions = JSON.parse(override) as ApiVersion[];
  assertValidRegistry(versions);
  return versions;
}

export function currentVersion(versions: readonly ApiVersion[] = API_VERSIONS): ApiVersion {
  const current = versions.filter((v) => v.status === 'current');
  if (current.length !== 1) throw new Error(`exactly one API version must be current, found ${current.length}`);
  return current[0]!;
}

const MIN_SUNSET_MONTHS = 6;

/** Throws when the registry breaks the versioning policy; run at build time and in tests. */
export function assertValidRegistry(versions: readonly ApiVersion[]): void {
  currentVersion(versions);
  const names = new Set<string>();
  for (const v of versions) {
    if (!/^v[1-9][0-9]*$/.test(v.name)) throw new Error(`version name "${v.name}" must look like v1, v2 ...`);
    if (names.has(v.name)) throw new Error(`version ${v.name} is listed twice`);
    names.add(v.name);
    if (v.status === 'deprecated') {
      if (!v.deprecatedOn || !v.sunsetOn)
        throw new Error(`deprecated version ${v.name} needs deprecatedOn and sunsetOn`);
      const earliestSunset = new Date(`${v.deprecatedOn}T00:00:00Z`);
      earliestSunset.setUTCMonth(earliestSunset.getUTCMonth() + MIN_SUNSET_MONTHS);
      if (new Date(`${v.sunsetOn}T00:00:00Z`) < earliestSunset) {
        throw new Error(`version ${v.name} must stay live at least ${MIN_SUNSET_MONTHS} months after deprecation`);
      }
    }
  }
}

// Last: registryFromEnv validates with the policy above, which must be initialised first.
export const API_VERSIONS: readonly ApiVersion[] = registryFromEnv();
