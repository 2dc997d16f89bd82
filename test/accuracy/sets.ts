/**
 * Every labelled set of the accuracy corpus by name (`npm run accuracy -- --set NAME[,NAME]`, or
 * `--set all`). The held-out sets (blindN, freshN, dates2) are never part of the default run.
 */
import { buildCorpus } from './corpus';
import { realCases } from './real';
import { blindCases } from './blind';
import { freshCases } from './fresh';
import { dates2Cases, fresh2Cases, fresh3Cases, fresh4Cases, fresh5Cases, fresh6Cases, fresh7Cases, fresh8Cases, fresh9Cases, fresh10Cases, fresh11Cases, fresh12Cases, fresh13Cases, fresh14Cases } from './fresh2';
import { classCases } from './classes';
import { blind2Cases } from './blind2';
import { blind3Cases } from './blind3';
import { blind4Cases } from './blind4';
import { blind5Cases } from './blind5';
import { blind6Cases } from './blind6';
import { blind7Cases } from './blind7';
import { blind8Cases } from './blind8';
import { blind9Cases } from './blind9';
import { blind11Cases } from './blind11';
import { blind10Cases } from './blind10';
import { blind12Cases } from './blind12';
import { blind13Cases } from './blind13';
import { blind14Cases } from './blind14';
import { blind15Cases } from './blind15';
import { blind17Cases } from './blind17';
import { blind16Cases } from './blind16';
import { blind18Cases } from './blind18';
import { blind19Cases } from './blind19';
import { blind20Cases } from './blind20';
import { blind21Cases } from './blind21';
import { blind22Cases } from './blind22';
import { blind23Cases } from './blind23';
import { blind24Cases } from './blind24';
import { blind25Cases } from './blind25';
import { fresh15Cases, fresh16Cases } from './fresh2';
import { blind27Cases } from './blind27';
import { blind26Cases } from './blind26';
import { blind28Cases } from './blind28';
import { fresh17Cases } from './fresh2';
import { fresh18Cases } from './fresh2';
import { fresh20Cases } from './fresh2';
import { fresh19Cases } from './fresh2';
import { blind30Cases } from './blind30';
import { edges1Cases } from './edges1';
import { edges2Cases } from './edges2';
import { blind29Cases } from './blind29';
import { blind31Cases } from './blind31';
import { blind32Cases } from './blind32';
import type { CorpusCase } from './corpus';

export const SETS: Record<string, () => CorpusCase[]> = {
  corpus: buildCorpus,
  real: realCases,
  blind: blindCases,
  classes: classCases,
  fresh: freshCases,
  fresh2: fresh2Cases,
  fresh3: fresh3Cases,
  fresh4: fresh4Cases,
  fresh5: fresh5Cases,
  fresh6: fresh6Cases,
  fresh7: fresh7Cases,
  fresh8: fresh8Cases,
  fresh9: fresh9Cases,
  fresh10: fresh10Cases,
  fresh11: fresh11Cases,
  fresh12: fresh12Cases,
  fresh13: fresh13Cases,
  fresh14: fresh14Cases,
  dates2: dates2Cases,
  blind2: blind2Cases,
  blind3: blind3Cases,
  blind4: blind4Cases,
  blind5: blind5Cases,
  blind6: blind6Cases,
  blind7: blind7Cases,
  blind8: blind8Cases,
  blind9: blind9Cases,
  blind11: blind11Cases,
  blind10: blind10Cases,
  blind12: blind12Cases,
  blind13: blind13Cases,
  blind14: blind14Cases,
  blind15: blind15Cases,
  blind17: blind17Cases,
  blind16: blind16Cases,
  blind18: blind18Cases,
  blind19: blind19Cases,
  blind20: blind20Cases,
  blind21: blind21Cases,
  blind22: blind22Cases,
  blind23: blind23Cases,
  blind24: blind24Cases,
  blind25: blind25Cases,
  fresh15: fresh15Cases,
  fresh16: fresh16Cases,
  blind27: blind27Cases,
  blind26: blind26Cases,
  blind28: blind28Cases,
  fresh17: fresh17Cases,
  fresh18: fresh18Cases,
  fresh20: fresh20Cases,
  fresh19: fresh19Cases,
  blind30: blind30Cases,
  edges2: edges2Cases,
  edges1: edges1Cases,
  blind29: blind29Cases,
  blind31: blind31Cases,
  blind32: blind32Cases,
};
