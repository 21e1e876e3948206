/** The process's state as load balancers see it: once shutting down, readiness answers 503 so traffic drains first. */
export class Lifecycle {
  private stopping = false;

  get shuttingDown() {
    return this.stopping;
  }

  beginShutdown() {
    this.stopping = true;
  }
}
