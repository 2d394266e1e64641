import type { Page } from '@playwright/test';
import { SIGNATURE_LABELS } from '../../schemas/agreement';

/** The agreement's signature pad (a canvas named as an image). */
export function signaturePad(page: Page, name: string = SIGNATURE_LABELS.pad) {
  return page.getByRole('img', { name });
}

/** A zigzag stroke across the signature pad with the mouse (page.mouse: down, moves, up). */
export async function drawSignatureWithMouse(page: Page, name?: string): Promise<void> {
  const pad = signaturePad(page, name);
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  const step = Math.min(25, (box.width - 40) / 8);
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let n = 1; n <= 8; n += 1) await page.mouse.move(box.x + 20 + n * step, y + (n % 2 ? 18 : -18), { steps: 5 });
  await page.mouse.up();
}
