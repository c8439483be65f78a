/**
 * Whether this process still takes new work. A stopping process drains first: GET /api/ready
 * answers 503 and every response asks its client to close the connection, so a load balancer
 * moves traffic elsewhere while requests in flight (a submit, say) finish here.
 */
export class Lifecycle {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
