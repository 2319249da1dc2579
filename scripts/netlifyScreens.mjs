// The Netlify UI screens the owner is sent to, each by one name (Netlify's own), used by the
// commands' help and written the same in the README (tests/unit/netlifyScreens.test.ts).
export const NETLIFY_SCREENS = {
  projectId: 'Project configuration → General → Project details',
  accessTokens: 'User settings → Applications → Personal access tokens',
  environmentVariables: 'Project configuration → Environment variables',
};
