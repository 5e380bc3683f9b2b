/**
 * The garments worker: builds the dressed player off the page's main thread (a few hundred ms of
 * JavaScript that the first 3D frame otherwise waits for, bench/README.md "issue 20, session 6")
 * and posts its geometry back with the typed arrays transferred. Started by `kit-parts-ahead.ts`.
 */
import { answerPlayerRequest, type PlayerRequest } from './garments/player.ts';

self.onmessage = (event: MessageEvent<PlayerRequest>) => {
  const { answer, transfer } = answerPlayerRequest(event.data);
  self.postMessage(answer, { transfer });
};
