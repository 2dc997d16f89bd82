/** Reusable loopback web for tests, benchmarks and end-to-end runs. */
export { startScenarioWeb, buildScenarios, type Scenario, type ScenarioExpect, type ScenarioWeb, type WebOptions } from './scenario-web';
export { startBrightDataStandIn, startApifyStandIn, type BrightDataStandIn, type ApifyStandIn, type StandInBehaviour } from './ladder-standins';
export * as pages from './pages';
