// Runs one autocannon load in its own process (so the load generator does not share an event loop
// with the in-process catalogue). Options arrive as JSON in argv[2]; the summary is printed as JSON.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const result = await autocannon({ ...options, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
const statuses = {};
for (const [key, value] of Object.entries(result)) if (/^\dxx$/.test(key)) statuses[key] = value;
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    mean: result.latency.average,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    duration: result.duration,
  }),
);
