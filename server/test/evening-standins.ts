import {
  type SzamlazzStandin,
  startSzamlazzStandin,
} from '../src/modules/invoicing/szamlazz/szamlazz-standin.ts';
import { type PrinterStandIn, startPrinter } from './printer.ts';
import { type PushService, startPushService } from './push-service.ts';
import { type FakeSimplePay, simplePayEnv, startFakeSimplePay } from './simplepay-fake.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp.ts';

/**
 * Everything a restaurant's evening talks to besides its guests and staff, each a stand-in on loopback that keeps
 * what it received: the mail server, two network printers (the kitchen's tickets, the counter's slips), the staff
 * tablets' push service, Számlázz.hu's Agent and SimplePay. For the Friday evening (`./konyha bench friday` and
 * server/test/friday.test.ts): the bench reaches the Agent's stand-in through here, as scripts reach a module only
 * through its service.
 */
export interface EveningStandins {
  smtp: SmtpCapture;
  printers: { tickets: PrinterStandIn; slips: PrinterStandIn };
  push: PushService;
  szamlazz: SzamlazzStandin;
  simplePay: FakeSimplePay;
  agentKey: string;
  /** What every instance's environment needs to reach them. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startEveningStandins(): Promise<EveningStandins> {
  const agentKey = 'friday-agent-key-5Kp9';
  const [smtp, tickets, slips, push, szamlazz, simplePay] = await Promise.all([
    startSmtpCapture(),
    startPrinter(),
    startPrinter(),
    startPushService(),
    startSzamlazzStandin({ agentKey, invoicePrefix: 'PENTEK' }),
    startFakeSimplePay(),
  ]);
  return {
    smtp,
    printers: { tickets, slips },
    push,
    szamlazz,
    simplePay,
    agentKey,
    env: () => ({
      SMTP_URL: smtp.url,
      SZAMLAZZ_STANDIN: szamlazz.url,
      PRINTER_NETWORKS: '127.0.0.0/8',
      PRINTER_PORTS: `${tickets.port},${slips.port}`,
      PUSH_ALLOW_LOOPBACK: '1',
      ...simplePayEnv(simplePay),
    }),
    close: async () => {
      await Promise.all([
        smtp.close(),
        tickets.close(),
        slips.close(),
        push.close(),
        szamlazz.close(),
        simplePay.close(),
      ]);
    },
  };
}
