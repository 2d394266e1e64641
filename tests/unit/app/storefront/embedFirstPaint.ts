/** Puts the server's first-paint data block (server/plugins/shellPage.ts) into the test's page: the answers as JSON, or any text as it stands. */
import { FIRST_PAINT_ID } from '../../../../src/api/firstPaint';

export function embedFirstPaint(answers: unknown): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_PAINT_ID;
  block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  document.head.append(block);
}
