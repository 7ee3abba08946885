import v8 from "node:v8";
import vm from "node:vm";

/** How often the process looks whether it has been quiet. */
const CHECK_MS = 5_000;
/** Below this share of one core over CHECK_MS (requests, jobs and their threads together), it has been. */
const QUIET_CPU_SHARE = 0.02;

/**
 * One full collection each time the process falls quiet after work. V8 collects when it
 * allocates, so an idle server keeps the heap a burst grew (decision 046), and a HEIC decoder's
 * WebAssembly memory stays until its instance is collected (decision 050): a quiet moment is
 * when a collection costs nobody anything and gives that memory back.
 */
export function collectWhenQuiet() {
  let since = process.cpuUsage();
  let collected = true;
  const timer = setInterval(() => {
    const { user, system } = process.cpuUsage(since);
    since = process.cpuUsage();
    if ((user + system) / 1000 / CHECK_MS > QUIET_CPU_SHARE) collected = false;
    else if (!collected) {
      fullCollection();
      collected = true;
      since = process.cpuUsage();
    }
  }, CHECK_MS);
  timer.unref();
}

let collect: (() => void) | undefined;

/** V8's own collector, as `--expose-gc` offers it, without starting every process with that flag. */
function fullCollection() {
  if (!collect) {
    v8.setFlagsFromString("--expose-gc");
    collect = vm.runInNewContext("gc") as () => void;
  }
  collect();
}
