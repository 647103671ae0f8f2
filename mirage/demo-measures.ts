/** The names of the performance measures of the demo's start (read by the e2e tests and `npm run bench`). */

/** The seed alone. */
export const DEMO_SEED_MEASURE = 'petpass-demo-seed';
/** Seed + saved changes: from the page's start call to a server that answers; `detail` has the cost. */
export const DEMO_START_MEASURE = 'petpass-demo-start';
/** The data drawn after the start (check-ins, ticket sales), in idle time or when first needed: `detail` has the main-thread cost. */
export const DEMO_DRAWN_MEASURE = 'petpass-demo-drawn';
/** Loading the server's code, one measure per part (`petpass-demo-load:<part>`). */
export const DEMO_LOAD_MEASURE = 'petpass-demo-load';
