// A benchmark's server in a cgroup of its own, limited as a small VPS is (issue #47 item 7: 1 GB, 1 CPU).
// cgroup v1 only (memory and cpu controllers, as this machine has them), made below the cgroups this
// process is already in, so whatever limits those hold still hold. Needs root.
import fs from "node:fs";
import path from "node:path";

const ROOT = "/sys/fs/cgroup";

/** This process's own cgroup folder for a v1 controller, e.g. /sys/fs/cgroup/memory/some/group. */
function ownGroup(controller) {
  const line = fs
    .readFileSync("/proc/self/cgroup", "utf8")
    .split("\n")
    .map((entry) => entry.split(":"))
    .find(([, controllers]) => controllers?.split(",").includes(controller));
  if (!line) return null;
  const folder = path.join(ROOT, line[1], line[2]);
  return fs.existsSync(path.join(folder, "cgroup.procs")) ? folder : null;
}

/**
 * Makes the cgroups, or says why not (`{ note }` alone: not v1, not root...). `wrap(command)` runs
 * a command inside them (it joins, then execs), so every child it starts is inside too.
 * @param {{ memoryMb: number, cpus: number, name: string }} limits
 */
export function limitedGroup({ memoryMb, cpus, name }) {
  const parents = { memory: ownGroup("memory"), cpu: ownGroup("cpu") };
  if (!parents.memory || !parents.cpu)
    return { note: "no cgroup: this machine has no cgroup v1 memory and cpu controllers" };
  const groups = { memory: path.join(parents.memory, name), cpu: path.join(parents.cpu, name) };
  try {
    for (const group of Object.values(groups)) fs.mkdirSync(group);
    fs.writeFileSync(path.join(groups.memory, "memory.limit_in_bytes"), String(memoryMb * 1024 * 1024));
    fs.writeFileSync(path.join(groups.cpu, "cpu.cfs_period_us"), "100000");
    fs.writeFileSync(path.join(groups.cpu, "cpu.cfs_quota_us"), String(Math.round(cpus * 100000)));
  } catch (error) {
    remove(groups);
    return { note: `no cgroup (${error.code ?? error.message}): could not make one below ${parents.memory}` };
  }
  const read = (file) => fs.readFileSync(path.join(groups.memory, file), "utf8");
  return {
    note: `a cgroup of ${memoryMb} MB and ${cpus} CPU (v1, memory.limit_in_bytes and cpu.cfs_quota_us)`,
    /** @param {string[]} command */
    wrap: (command) => [
      "sh",
      "-c",
      'echo $$ > "$0/cgroup.procs" && echo $$ > "$1/cgroup.procs" && shift && exec "$@"',
      groups.memory,
      groups.cpu,
      ...command,
    ],
    /** The group's peak memory (MB, page cache included), times it hit the limit, and processes the kernel killed for it. */
    usage: () => ({
      peakMb: Math.round(Number(read("memory.max_usage_in_bytes")) / 1024 / 1024),
      limitHits: Number(read("memory.failcnt")),
      oomKills: Number(/oom_kill (\d+)/.exec(read("memory.oom_control"))?.[1] ?? 0),
    }),
    /** CPU time the group's processes were held back by the quota, in seconds. */
    throttledSeconds: () =>
      Number(/throttled_time (\d+)/.exec(fs.readFileSync(path.join(groups.cpu, "cpu.stat"), "utf8"))?.[1] ?? 0) / 1e9,
    /** Once its processes have ended. */
    remove: () => remove(groups),
  };
}

function remove(groups) {
  for (const group of Object.values(groups)) {
    try {
      fs.rmdirSync(group);
    } catch (error) {
      if (error.code !== "ENOENT") console.warn(`Could not remove ${group}: ${error.message}`);
    }
  }
}
