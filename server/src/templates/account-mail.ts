import type { Language } from '@konyha/domain/common/language';
import { restaurant, restaurantAddressLine } from '@konyha/domain/restaurant/restaurant';
import { escapeHtml } from '../http/escape-html.ts';
import type { Mail } from '../platform/mail/mailer.ts';

/** A list under a heading, each item with smaller detail lines under it (an order's lines and their options). */
export type MailList = { heading: string; items: { text: string; details: string[] }[] };
/** A paragraph (its line breaks kept) or a list. */
export type MailBlock = string | MailList;

const blockText = (block: MailBlock) =>
  typeof block === 'string'
    ? block
    : [
        `${block.heading}:`,
        ...block.items.flatMap((item) => [item.text, ...item.details.map((detail) => `    ${detail}`)]),
      ].join('\n');

const blockHtml = (block: MailBlock) =>
  typeof block === 'string'
    ? `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`
    : `<p style="margin-bottom:4px">${escapeHtml(block.heading)}:</p>
<ul style="margin-top:0;padding-left:20px">${block.items
        .map(
          (item) =>
            `<li>${escapeHtml(item.text)}${item.details
              .map((detail) => `<br><span style="font-size:13px;color:#6b625c">${escapeHtml(detail)}</span>`)
              .join('')}</li>`,
        )
        .join('')}</ul>`;

/** A plain, readable mail: greeting, paragraphs and lists, one button-like link, and the restaurant's signature. */
export function layout(
  to: string,
  subject: string,
  greeting: string,
  blocks: MailBlock[],
  action?: { label: string; url: string },
): Mail {
  const signature = `${restaurant.name} · ${restaurantAddressLine()} · ${restaurant.phone}`;
  const text = [
    greeting,
    '',
    ...blocks.flatMap((block) => [blockText(block), '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    signature,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b2623;background:#f7efe3;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="color:#b3261e;font-size:24px;margin:0 0 16px">${escapeHtml(restaurant.name)}</h1>
<p>${escapeHtml(greeting)}</p>
${blocks.map(blockHtml).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b3261e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b625c">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b625c">${escapeHtml(signature)}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export function confirmationMail(language: Language, to: string, name: string, url: string): Mail {
  return language === 'hu'
    ? layout(
        to,
        `${restaurant.name}: erősítsd meg az e-mail-címed`,
        `Kedves ${name}!`,
        [
          'Köszönjük, hogy regisztráltál. A belépéshez erősítsd meg az e-mail-címed az alábbi linkkel.',
          'A link 48 óráig érvényes. Ha nem te regisztráltál, hagyd figyelmen kívül ezt a levelet.',
        ],
        { label: 'E-mail-cím megerősítése', url },
      )
    : layout(
        to,
        `${restaurant.name}: confirm your e-mail address`,
        `Dear ${name},`,
        [
          'Thank you for signing up. Please confirm your e-mail address with the link below to log in.',
          'The link is valid for 48 hours. If you did not sign up, please ignore this e-mail.',
        ],
        { label: 'Confirm e-mail address', url },
      );
}

export function passwordResetMail(language: Language, to: string, name: string, url: string): Mail {
  return language === 'hu'
    ? layout(
        to,
        `${restaurant.name}: új jelszó`,
        `Kedves ${name}!`,
        [
          'Új jelszót kértél. Az alábbi linken megadhatod; a link egy óráig érvényes és egyszer használható.',
          'Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
        ],
        { label: 'Új jelszó megadása', url },
      )
    : layout(
        to,
        `${restaurant.name}: set a new password`,
        `Dear ${name},`,
        [
          'You asked for a new password. Set it with the link below; it is valid for one hour and works once.',
          'If you did not ask for it, please ignore this e-mail: your password stays the same.',
        ],
        { label: 'Set a new password', url },
      );
}
