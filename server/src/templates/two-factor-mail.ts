import type { Language } from '@konyha/domain/common/language';
import { localDay, localTime } from '@konyha/domain/restaurant/local-time';
import { restaurant } from '@konyha/domain/restaurant/restaurant';
import type { Mail } from '../platform/mail/mailer.ts';
import { layout } from './account-mail.ts';

export interface CodeCheckLock {
  /** When the wrong code that locked the check came. */
  at: Date;
  until: Date;
  wrongCodes: number;
  windowMinutes: number;
}

const when = (instant: Date) => `${localDay(instant)} ${localTime(instant)}`;

/**
 * Tells the account its two-factor code check was locked (issue 28). Only someone who knew the password reached the
 * code, so the advice for "it was not me" is a new password at once: the reset link works during the lock.
 */
export function codeCheckLockedMail(
  language: Language,
  to: string,
  name: string,
  lock: CodeCheckLock,
  resetUrl: string,
): Mail {
  return language === 'hu'
    ? layout(
        to,
        `${restaurant.name}: zároltuk a kétlépcsős belépés kódellenőrzését`,
        `Kedves ${name}!`,
        [
          `${when(lock.at)}-kor (budapesti idő) ${lock.wrongCodes}. alkalommal adtak meg hibás kétlépcsős kódot a fiókodhoz ${lock.windowMinutes} percen belül, ezért ${when(lock.until)}-ig egyetlen kódot sem fogadunk el, a helyeset sem.`,
          `Ha te voltál: ${when(lock.until)} után lépj be újra a hitelesítő alkalmazásod kódjával vagy egy helyreállító kóddal.`,
          'Ha nem te voltál: a kódig csak az juthat el, aki tudja a jelszavadat. Adj meg most új jelszót az alábbi linken (a zárolás alatt is működik), és szólj az étterem adminisztrátorának.',
        ],
        { label: 'Új jelszó megadása', url: resetUrl },
      )
    : layout(
        to,
        `${restaurant.name}: the two-factor code check of your account is locked`,
        `Dear ${name},`,
        [
          `At ${when(lock.at)} (Budapest time) a wrong two-factor code was entered for your account for the ${lock.wrongCodes}th time within ${lock.windowMinutes} minutes, so until ${when(lock.until)} we accept no code, not even the right one.`,
          `If it was you: after ${when(lock.until)}, log in again with the code of your authenticator app or a recovery code.`,
          'If it was not you: only someone who knows your password gets as far as the code. Set a new password now with the link below (it works during the lock too), and tell the restaurant’s administrator.',
        ],
        { label: 'Set a new password', url: resetUrl },
      );
}
