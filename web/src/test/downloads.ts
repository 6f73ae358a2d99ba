import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The names of the files the page saves through a link's `download`, in order, emptied before each test of the file
 * that calls this (at its top level). jsdom saves nothing itself.
 */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return saved;
}

/** A PDF as the server answers it, named or not in its Content-Disposition. */
export const pdfAnswer = (fileName?: string) => () =>
  Promise.resolve(
    new Response('%PDF-1.4', {
      headers: {
        'Content-Type': 'application/pdf',
        ...(fileName && { 'Content-Disposition': `attachment; filename="${fileName}"` }),
      },
    }),
  ) as never;
