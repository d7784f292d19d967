// `node scripts/trace-picture.mjs <trace id> [out.png]`: a picture of one trace as Jaeger
// holds it, read from its query API (JAEGER_QUERY_URL, which scripts/infra/up.sh writes). Jaeger
// built from Go modules has no web UI (its assets come from the jaeger-ui JavaScript project,
// which no registry publishes), so the spans are drawn here, one row each, under their parent,
// on the trace's time line, and Chromium photographs the page.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from 'playwright-core';

const [traceId, out = 'test-results/screenshots/jaeger-order-trace.png'] = process.argv.slice(2);
const jaeger = process.env.JAEGER_QUERY_URL ?? 'http://127.0.0.1:16686';
if (!traceId) {
  console.error('usage: node scripts/trace-picture.mjs <trace id> [out.png]');
  process.exit(2);
}

const answer = await fetch(`${jaeger}/api/traces/${traceId}`);
if (!answer.ok) throw new Error(`Jaeger answered ${answer.status} for trace ${traceId}`);
const [trace] = (await answer.json()).data;

const byId = new Map(trace.spans.map((span) => [span.spanID, span]));
const parentOf = (span) =>
  span.references.find((ref) => ref.refType === 'CHILD_OF' && byId.has(ref.spanID))?.spanID;
const children = new Map();
for (const span of trace.spans) {
  const parent = parentOf(span) ?? 'root';
  children.set(parent, [...(children.get(parent) ?? []), span]);
}
const rows = [];
const walk = (parent, depth) => {
  const spans = (children.get(parent) ?? []).sort((a, b) => a.startTime - b.startTime);
  for (const span of spans) {
    rows.push({ span, depth });
    walk(span.spanID, depth + 1);
  }
};
walk('root', 0);

const start = Math.min(...trace.spans.map((span) => span.startTime));
const end = Math.max(...trace.spans.map((span) => span.startTime + span.duration));
const services = [
  ...new Set(trace.spans.map((span) => trace.processes[span.processID].serviceName)),
];
const colour = (service) => `hsl(${(services.indexOf(service) * 360) / services.length} 60% 55%)`;
const asHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
  );
const percent = (micros) => ((micros / (end - start)) * 100).toFixed(3);

const html = `<!doctype html><meta charset="utf-8"><style>
body { font: 12px system-ui, sans-serif; margin: 16px; }
h1 { font-size: 16px; margin: 0 0 4px; } p { margin: 0 0 10px; color: #555; }
.row { display: grid; grid-template-columns: 520px 1fr; align-items: center; height: 17px; }
.name { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.lane { position: relative; height: 11px; background: #f3f3f3; }
.bar { position: absolute; top: 0; height: 11px; min-width: 2px; }
.tag { display: inline-block; width: 9px; height: 9px; margin-right: 4px; }
</style>
<h1>Trace ${asHtml(trace.traceID)}: ${trace.spans.length} spans, ${services.length} services, ${((end - start) / 1000).toFixed(0)} ms</h1>
<p>From Jaeger's query API, GET ${asHtml(jaeger)}/api/traces/${asHtml(trace.traceID)}. ${services
  .map((s) => `<span class="tag" style="background:${colour(s)}"></span>${asHtml(s)}`)
  .join(' &nbsp; ')}</p>
${rows
  .map(({ span, depth }) => {
    const service = trace.processes[span.processID].serviceName;
    return `<div class="row"><div class="name" style="padding-left:${depth * 12}px">
<b>${asHtml(service)}</b> ${asHtml(span.operationName)}</div><div class="lane"><div class="bar" style="left:${percent(
      span.startTime - start,
    )}%;width:${percent(span.duration)}%;background:${colour(service)}"></div></div></div>`;
  })
  .join('\n')}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.setContent(html);
  mkdirSync(dirname(out), { recursive: true });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`${out}: ${rows.length} spans of trace ${trace.traceID}`);
} finally {
  await browser.close();
}
