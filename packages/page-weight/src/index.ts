export { fillRoute, initialJsBudgetsKb, initialJsTargetKb, isMemberPage } from './budgets';
export { type InitialJs, kb, measureInitialJs, startSignedIn } from './initial-js';
