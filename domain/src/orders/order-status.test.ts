import { describe, expect, it } from 'vitest';
import { isLinkExpired, linkExpiresAt, maskEmail, maskPhone, statusTimeline } from './order-status.ts';

describe('masking the contact on the status page', () => {
  it('shows an e-mail by its first letters and ending only', () => {
    expect(maskEmail('anna.kiss@gmail.com')).toBe('a•••@g•••.com');
    expect(maskEmail('Z@sub.example.co.hu')).toBe('Z•••@s•••.hu');
    expect(maskEmail('nobody@localhost')).toBe('n•••@l•••');
    expect(maskEmail('broken')).toBe('•••');
  });

  it('never shows the name or domain of the address', () => {
    const masked = maskEmail('kovacs.janos@freemail.hu');
    expect(masked).not.toContain('kovacs');
    expect(masked).not.toContain('freemail');
  });

  it('shows only the last two digits of a phone number, keeping its layout', () => {
    expect(maskPhone('+36 30 123 4567')).toBe('+•• •• ••• ••67');
    expect(maskPhone('06301234567')).toBe('•••••••••67');
    expect(maskPhone('+36-1-234-5678').replace(/\D/g, '')).toBe('78');
  });
});

describe('the status link’s life', () => {
  const placed = new Date('2026-11-20T11:00:00Z');

  it('ends 30 days after the order was placed', () => {
    expect(linkExpiresAt(placed).toISOString()).toBe('2026-12-20T11:00:00.000Z');
    expect(isLinkExpired(placed, new Date('2026-12-20T10:59:59Z'))).toBe(false);
    expect(isLinkExpired(placed.toISOString(), new Date('2026-12-20T11:00:00Z'))).toBe(true);
  });
});

describe('the timeline', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 11, minute));

  it('is empty for an order nobody touched', () => {
    expect(statusTimeline([])).toEqual({
      readyAt: null,
      onTheWayAt: null,
      deliveredAt: null,
      closedAt: null,
    });
  });

  it('takes the first time it was ready and the first departure, even when the courier came back and left again', () => {
    const timeline = statusTimeline([
      { at: at(1), to: 'PREPARING' },
      { at: at(15), to: 'READY' },
      { at: at(20), to: 'DELIVERING' },
      { at: at(25), to: 'READY' },
      { at: at(30), to: 'DELIVERING' },
      { at: at(31), to: null },
      { at: at(50), to: 'DELIVERED' },
    ]);
    expect(timeline).toEqual({ readyAt: at(15), onTheWayAt: at(20), deliveredAt: at(50), closedAt: null });
  });

  it('has no ready time for an order that left without passing READY (before issue 33, or set by hand)', () => {
    const timeline = statusTimeline([
      { at: at(1), to: 'PREPARING' },
      { at: at(20), to: 'DELIVERING' },
    ]);
    expect(timeline).toMatchObject({ readyAt: null, onTheWayAt: at(20) });
  });

  it('closes at a rejection or cancellation', () => {
    expect(statusTimeline([{ at: at(3), to: 'CANCELLED' }]).closedAt).toEqual(at(3));
    expect(statusTimeline([{ at: at(4), to: 'REJECTED' }]).closedAt).toEqual(at(4));
  });
});
