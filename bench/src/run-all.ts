import { runExpressionBench } from './expression.bench.js';
import { runStartupBench } from './startup.bench.js';
import { runWebhookBench } from './webhook.bench.js';
import { runQueueBench } from './queue.bench.js';
import { runEngineBench } from './engine.bench.js';
import { runCanvasBench } from './canvas.bench.js';
import { runExecutionsListBench } from './executions-list.bench.js';
import { runNdvBench } from './ndv.bench.js';
import { runExpressionInputBench } from './expression-input.bench.js';
import { runParametersBench } from './parameters.bench.js';
import { runPushBench } from './push.bench.js';
import { runNodeChainBench } from './node-chain.bench.js';
import { runRequireModuleBench } from './require-module.bench.js';

// Benchmarks print figures; they never fail a build. Run with `npm run bench` after `npm run build`.
await runStartupBench();
runExpressionBench();
await runWebhookBench();
await runQueueBench();
await runEngineBench();
await runExecutionsListBench();
await runCanvasBench();
await runNdvBench();
await runExpressionInputBench();
await runParametersBench();
await runPushBench();
await runNodeChainBench();
await runRequireModuleBench();
