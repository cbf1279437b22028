/** The Node.js line the project is built, tested and measured on (decision 065; `engines` in package.json). */
export const NODE_MAJOR = 24;

/**
 * What the server says at start when it runs on an older Node.js than the project's, else null. It still
 * starts: an older runtime works, but it is not the one tested, and Node.js 20 gets no security fixes.
 */
export function runtimeWarning(version: string = process.versions.node): string | null {
  const major = Number.parseInt(version, 10);
  if (major >= NODE_MAJOR) return null;
  return `Hulppost runs on Node.js ${NODE_MAJOR}; this is Node.js ${version}. On Linux x64, npm ci brings Node.js ${NODE_MAJOR} into node_modules/.bin: start the server with npm run serve.`;
}
