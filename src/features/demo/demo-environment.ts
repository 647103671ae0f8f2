/** The page-level effects of the demo panel, in one object so that integration tests can swap them (jsdom cannot reload). */
export const demoEnvironment = {
  // After a data reset: a full load, so Mirage reseeds from scratch.
  reloadTo: (path: string) => window.location.assign(path),
};
