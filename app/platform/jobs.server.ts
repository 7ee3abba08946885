/**
 * The one way to run periodic work (the outbox, call-back reminders, retention,
 * backups). A job is single-flight: a kick during a run makes it run once more
 * afterwards, never twice at once. Everything a job needs lives in the
 * database, so the timer only decides when to look.
 */
export interface JobDefinition {
  /** Names the job in logs and in kickJob(). */
  name: string;
  /**
   * One run. May resolve to the wait before the next run, in ms; otherwise `everyMs`. `stopping` is
   * aborted when the server stops: work that can be taken up again after a restart ends then
   * (a backup), where work that must finish (an email being sent) ignores it.
   */
  run: (stopping: AbortSignal) => Promise<number | void>;
  /** The longest wait between two runs. */
  everyMs: number;
  /** Run once at start (default), or first after `everyMs`. */
  runAtStart?: boolean;
  /** After the last run, when the server stops. */
  onStop?: () => void | Promise<void>;
}

class Job {
  private timer: NodeJS.Timeout | undefined;
  private wakeAt = Number.POSITIVE_INFINITY;
  private running: Promise<void> | null = null;
  private runAgainWithinMs: number | null = null;
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(readonly definition: JobDefinition) {}

  start() {
    if (this.definition.runAtStart === false) this.plan(this.definition.everyMs);
    else this.kick();
  }

  /** Runs within `withinMs` (now by default), unless a run is planned sooner. */
  kick(withinMs = 0) {
    if (this.stopped) return;
    if (this.running) {
      this.runAgainWithinMs = Math.min(this.runAgainWithinMs ?? withinMs, withinMs);
      return;
    }
    if (withinMs > 0) {
      if (this.wakeAt - Date.now() > withinMs) this.plan(withinMs);
      return;
    }
    clearTimeout(this.timer);
    this.wakeAt = Number.POSITIVE_INFINITY;
    let nextWaitMs = this.definition.everyMs;
    this.running = this.definition
      .run(this.stopping.signal)
      .then((wait) => {
        if (typeof wait === "number") nextWaitMs = Math.max(0, Math.min(wait, this.definition.everyMs));
      })
      .catch((error) => console.error(`${this.definition.name}:`, error))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        const again = this.runAgainWithinMs;
        this.runAgainWithinMs = null;
        this.plan(again === null ? nextWaitMs : Math.min(again, nextWaitMs));
      });
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopping.abort();
    await this.running;
    await this.definition.onStop?.();
  }

  private plan(waitMs: number) {
    clearTimeout(this.timer);
    this.wakeAt = Date.now() + waitMs;
    this.timer = setTimeout(() => this.kick(), waitMs);
    this.timer.unref();
  }
}

const jobs = new Map<string, Job>();

export function startJob(definition: JobDefinition) {
  const job = new Job(definition);
  jobs.set(definition.name, job);
  job.start();
}

/** Asks a running job to run now, or within `withinMs`; does nothing when it isn't running. */
export function kickJob(name: string, withinMs = 0) {
  jobs.get(name)?.kick(withinMs);
}

/** Stops every job, waiting for runs in progress (an email being sent finishes first). */
export async function stopJobs() {
  const running = [...jobs.values()];
  jobs.clear();
  await Promise.all(running.map((job) => job.stop()));
}
