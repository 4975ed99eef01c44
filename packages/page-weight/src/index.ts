export { fillRoute, initialJsBudgetsKb, initialJsTargetKb, isMemberPage } from './budgets';
export { type InitialJs, importRounds, kb, measureInitialJs, startSignedIn } from './initial-js';
