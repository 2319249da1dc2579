// Type of the module the build generates beside this file (src/integrations/buildOutputs.ts).
// The module itself is not in git: every build writes it from the built 404 page.
declare const html: string;
export default html;
