/**
 * Image jobs wait their turn in a queue per kind of work, shared fairly between users. The attack
 * run's single global queue (1 running, 64 waiting) let one Plus account's 60 uploads hold it for
 * over a minute: other users' previews got 503, and 48 jobs ran on after their sockets had timed
 * out. Here
 * - each user has a few places in line; the next job comes from the next user in turn;
 * - previews have a queue of their own (a preview is a small JPEG, an upload up to 4096²);
 * - a job whose client has gone is dropped before it starts;
 * - a job that cannot start within `maxWaitMs` (well under the socket's idle timeout) is
 *   answered 503 while its client is still there.
 */
import type { FastifyRequest } from 'fastify';

export class ImageBusyError extends Error {}

export interface ImageQueueLimits {
  /** Jobs running at once (each on one libvips thread). */
  running: number;
  /** Jobs waiting, all users together. */
  waiting: number;
  /** Jobs one user may have waiting. */
  waitingPerUser: number;
  /** A job not started by then is refused with ImageBusyError (503). */
  maxWaitMs: number;
}

export const DEFAULT_IMAGE_QUEUE: ImageQueueLimits = {
  running: 1,
  waiting: 64,
  waitingPerUser: 4,
  maxWaitMs: 10_000,
};

/** Whose job it is, and the signal that says its client has gone. */
export interface ImageTicket {
  owner: string;
  signal?: AbortSignal;
}

interface Waiter {
  start: () => void;
}

export class ImageQueue {
  private running = 0;
  private waitingCount = 0;
  /** Waiting jobs per owner; Map order is the turn order (an owner served goes to the back). */
  private readonly lines = new Map<string, Waiter[]>();

  constructor(readonly limits: ImageQueueLimits = DEFAULT_IMAGE_QUEUE) {}

  /** Jobs waiting now, all owners together (a test waits on it instead of on the clock). */
  get waiting(): number {
    return this.waitingCount;
  }

  async run<T>(ticket: ImageTicket, job: () => Promise<T>): Promise<T> {
    if (ticket.signal?.aborted) throw new ImageBusyError('client gone');
    if (this.running >= this.limits.running) await this.wait(ticket);
    else this.running += 1;
    try {
      if (ticket.signal?.aborted) throw new ImageBusyError('client gone');
      const result = await job();
      // A running job cannot be stopped, but nobody will store what a gone client sent.
      if (ticket.signal?.aborted) throw new ImageBusyError('client gone');
      return result;
    } finally {
      this.next();
    }
  }

  private wait(ticket: ImageTicket): Promise<void> {
    const line = this.lines.get(ticket.owner) ?? [];
    if (this.waitingCount >= this.limits.waiting || line.length >= this.limits.waitingPerUser)
      return Promise.reject(new ImageBusyError('image queue full'));
    return new Promise<void>((resolve, reject) => {
      const leave = (error: Error) => {
        const index = line.indexOf(waiter);
        if (index < 0) return;
        line.splice(index, 1);
        this.waitingCount -= 1;
        if (line.length === 0 && this.lines.get(ticket.owner) === line) this.lines.delete(ticket.owner);
        cleanup();
        reject(error);
      };
      const timer = setTimeout(() => leave(new ImageBusyError('waited too long')), this.limits.maxWaitMs);
      const onAbort = () => leave(new ImageBusyError('client gone'));
      const cleanup = () => {
        clearTimeout(timer);
        ticket.signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        start: () => {
          cleanup();
          resolve();
        },
      };
      ticket.signal?.addEventListener('abort', onAbort, { once: true });
      line.push(waiter);
      this.waitingCount += 1;
      this.lines.set(ticket.owner, line);
    });
  }

  /** The slot passes straight to the next owner's first job; it is freed only when nobody waits. */
  private next(): void {
    const entry = this.lines.entries().next();
    if (entry.done) {
      this.running -= 1;
      return;
    }
    const [owner, line] = entry.value;
    const waiter = line.shift()!;
    this.waitingCount -= 1;
    // To the back of the turn order, or out of it.
    this.lines.delete(owner);
    if (line.length > 0) this.lines.set(owner, line);
    waiter.start();
  }
}

/** The queues of one server: uploads (pictures, signatures, custom images) and kit previews. */
export interface ImageQueues {
  uploads: ImageQueue;
  previews: ImageQueue;
}

export function imageQueues(limits: ImageQueueLimits = DEFAULT_IMAGE_QUEUE): ImageQueues {
  return { uploads: new ImageQueue(limits), previews: new ImageQueue(limits) };
}

/**
 * A ticket for this request's user, cancelled when the client's connection closes. `done` must
 * be called after the job: a kept-alive connection outlives the request.
 */
export function ticketFor(request: FastifyRequest, userId: number): ImageTicket & { done: () => void } {
  const controller = new AbortController();
  const socket = request.raw.socket;
  const gone = () => controller.abort();
  // The body may have taken long enough for the client to leave already.
  if (!socket || socket.destroyed) controller.abort();
  else socket.once('close', gone);
  return { owner: `user:${userId}`, signal: controller.signal, done: () => socket?.off('close', gone) };
}
