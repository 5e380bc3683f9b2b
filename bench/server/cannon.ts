/**
 * autocannon in a process of its own: the bench starts it with the options as JSON in argv[2] and
 * reads the result from stdout. In its own process the load generator's CPU is not counted as the
 * server's (`process.cpuUsage()` of the server process), which is how the bench measures server
 * CPU per request.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}') as autocannon.Options;
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
