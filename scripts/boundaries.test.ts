import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBoundaries, type Violation } from './boundaries.ts';

// A few files laid out like the repository, each importing across a boundary or through its door.
const files: Record<string, string> = {
  'web/src/features/menu/index.ts': "export { dish } from './inner.ts';\n",
  'web/src/features/menu/inner.ts': 'export const dish = 1;\n',
  'web/src/features/cart/Deep.ts': "import { dish } from '../menu/inner.ts';\nexport const deep = dish;\n",
  'web/src/features/cart/Door.ts': "import { dish } from '../menu/index.ts';\nexport const door = dish;\n",
  'web/src/features/cart/Deep.test.ts':
    "import { dish } from '../menu/inner.ts';\nexport const probe = dish;\n",
  'web/src/app/routes.ts':
    "import { dish } from '../features/menu/inner.ts';\nexport const page = () => import('../features/menu/inner.ts');\nexport const first = dish;\n",
  'web/src/features/left/index.ts':
    "import { right } from '../right/index.ts';\nexport const left = () => right;\n",
  'web/src/features/right/index.ts':
    "import { left } from '../left/index.ts';\nexport const right = () => left;\n",
  'web/src/staff/print/index.ts': "export { PrintLinks } from './PrintLinks.ts';\n",
  'web/src/staff/print/PrintLinks.ts': 'export const PrintLinks = 1;\n',
  'web/src/staff/shared/dates.ts': 'export const localDateTime = 1;\n',
  'web/src/staff/orders/OrderCard.ts':
    "import { PrintLinks } from '../print/PrintLinks.ts';\nimport * as door from '../print/index.ts';\nimport { localDateTime } from '../shared/dates.ts';\nimport { screens } from '../screens.ts';\nexport const card = [PrintLinks, door, localDateTime, screens];\n",
  'web/src/staff/orders/OrderCard.test.ts':
    "import { PrintLinks } from '../print/PrintLinks.ts';\nexport const probe = PrintLinks;\n",
  'web/src/staff/shared/orderApi.ts':
    "import * as print from '../print/index.ts';\nexport const orderApi = print;\n",
  'web/src/staff/screens.ts':
    "import { PrintLinks } from './print/PrintLinks.ts';\nexport const screens = [PrintLinks, () => import('./orders/OrderCard.ts')];\n",
  'web/src/staff/live/index.ts':
    "import { card } from '../orders/OrderCard.ts';\nimport { monitor } from '../monitor/index.ts';\nexport const live = () => [card, monitor];\n",
  'web/src/staff/monitor/index.ts':
    "import { live } from '../live/index.ts';\nexport const monitor = () => live;\n",
  'web/src/features/menu/Staffed.ts':
    "import * as staff from '../../staff/index.ts';\nexport const staffed = staff;\n",
  'web/src/staff/index.ts': 'export const staffDoor = 1;\n',
  'web/src/staff/users/Guest.ts':
    "import { dish } from '../../features/menu/inner.ts';\nimport * as menu from '../../features/menu/index.ts';\nexport const guest = [dish, menu];\n",
  'server/src/modules/user/user.repository.ts': 'export const insertUser = () => 1;\n',
  'server/src/modules/user/user.service.ts':
    "import { insertUser } from './user.repository.ts';\nexport const createUserService = () => ({ insertUser });\n",
  'server/src/modules/order/order.service.ts':
    "import { insertUser } from '../user/user.repository.ts';\nimport { createUserService } from '../user/user.service.ts';\nexport const both = [insertUser, createUserService];\n",
  'scripts/bench/shop.ts':
    "import { insertUser } from '../../server/src/modules/user/user.repository.ts';\nimport { createUserService } from '../../server/src/modules/user/user.service.ts';\nexport const both = [insertUser, createUserService];\n",
  'server/src/db/client.ts':
    "import { createUserService } from '../modules/user/user.service.ts';\nexport const db = createUserService;\n",
  'server/src/platform/timers/timers.service.ts':
    "import { createUserService } from '../../modules/user/user.service.ts';\nexport const timers = createUserService;\n",
  'server/src/modules/order/order-alerts.service.ts':
    "import { timers } from '../../platform/timers/timers.service.ts';\nexport const alerts = timers;\n",
  'server/src/db/schema/index.ts':
    'export const orders = 1;\nexport const orderLines = 2;\nexport const settings = 3;\n',
  'server/src/modules/order/order-reads.repository.ts':
    "import { orderLines, orders } from '../../db/schema/index.ts';\nexport const reads = [orders, orderLines];\n",
  'server/src/modules/schedule/schedule.repository.ts':
    "import { settings } from '../../db/schema/index.ts';\nimport type {\n  orders as placed,\n} from '../../db/schema/index.ts';\nexport const read = [settings, {} as typeof placed];\n",
  'server/src/modules/catalogue/stock.repository.ts':
    "import * as schema from '../../db/schema/index.ts';\nexport const stock = schema.settings;\n",
  'server/src/modules/catalogue/stock.test.ts':
    "import { orderLines } from '../../db/schema/index.ts';\nexport const probe = orderLines;\n",
  'server/src/modules/busy/busy.repository.ts':
    "import { settings } from '../../db/schema/index.ts';\nexport const busy = settings;\n",
  'domain/src/rule.ts':
    "import { dish } from '../../web/src/features/menu/index.ts';\nexport const rule = dish;\n",
};

let root = '';
let violations: Violation[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'konyha-boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  ({ violations } = await checkBoundaries(['domain', 'server/src', 'web/src', 'scripts'], {
    baseDir: root,
    cache: false,
  }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const brokenBy = (from: string) =>
  violations
    .filter((violation) => violation.from === from)
    .map(({ rule, to }) => `${rule} → ${to}`)
    .sort();

describe('the boundary rules', () => {
  it('refuse a feature reaching into another past its index.ts, and let the door through', () => {
    expect(brokenBy('web/src/features/cart/Deep.ts')).toEqual([
      'web-feature-through-index → web/src/features/menu/inner.ts',
    ]);
    expect(brokenBy('web/src/features/cart/Door.ts')).toEqual([]);
    expect(brokenBy('web/src/features/cart/Deep.test.ts')).toEqual([]);
  });

  it('let app/ name a page only in a lazy import()', () => {
    expect(brokenBy('web/src/app/routes.ts')).toEqual([
      'web-app-through-index → web/src/features/menu/inner.ts',
    ]);
  });

  it("refuse a server module importing another's repository, and let its service through", () => {
    expect(brokenBy('server/src/modules/order/order.service.ts')).toEqual([
      'server-module-through-service → server/src/modules/user/user.repository.ts',
    ]);
  });

  it("refuse a script importing a server module's repository, and let its service through", () => {
    expect(brokenBy('scripts/bench/shop.ts')).toEqual([
      'scripts-through-service → server/src/modules/user/user.repository.ts',
    ]);
  });

  it('let only the order module import the orders table, tests aside, however the import names it', () => {
    expect(brokenBy('server/src/modules/schedule/schedule.repository.ts')).toEqual([
      'server-orders-read-by-order-module → server/src/db/schema/index.ts',
    ]);
    expect(brokenBy('server/src/modules/catalogue/stock.repository.ts')).toEqual([
      'server-orders-read-by-order-module → server/src/db/schema/index.ts',
    ]);
    expect(brokenBy('server/src/modules/order/order-reads.repository.ts')).toEqual([]);
    expect(brokenBy('server/src/modules/catalogue/stock.test.ts')).toEqual([]);
    expect(brokenBy('server/src/modules/busy/busy.repository.ts')).toEqual([]);
  });

  it('keep the layers: the platform imports no module, domain/ nothing of the apps', () => {
    expect(brokenBy('server/src/db/client.ts')).toEqual([
      'server-platform-imports-no-module → server/src/modules/user/user.service.ts',
    ]);
    expect(brokenBy('server/src/platform/timers/timers.service.ts')).toEqual([
      'server-platform-imports-no-module → server/src/modules/user/user.service.ts',
    ]);
    expect(brokenBy('server/src/modules/order/order-alerts.service.ts')).toEqual([]);
    expect(brokenBy('domain/src/rule.ts')).toEqual([
      'domain-imports-no-app → web/src/features/menu/index.ts',
    ]);
  });

  it("refuse a staff area reaching into another past its index.ts or into the staff app's own files, and let the door and shared/ through", () => {
    expect(brokenBy('web/src/staff/orders/OrderCard.ts')).toEqual([
      'staff-area-through-index → web/src/staff/print/PrintLinks.ts',
      'staff-area-through-index → web/src/staff/screens.ts',
    ]);
    expect(brokenBy('web/src/staff/orders/OrderCard.test.ts')).toEqual([]);
    expect(brokenBy('web/src/staff/live/index.ts')).toEqual([
      'staff-area-through-index → web/src/staff/orders/OrderCard.ts',
    ]);
  });

  it("keep staff/shared/ below the areas, and let the staff app's files name a screen only in a lazy import()", () => {
    expect(brokenBy('web/src/staff/shared/orderApi.ts')).toEqual([
      'staff-shared-imports-no-area → web/src/staff/print/index.ts',
    ]);
    expect(brokenBy('web/src/staff/screens.ts')).toEqual([
      'staff-root-through-index → web/src/staff/print/PrintLinks.ts',
    ]);
  });

  it("keep the guest's features apart from staff/, and let staff/ reach a feature only through its index.ts", () => {
    expect(brokenBy('web/src/features/menu/Staffed.ts')).toEqual([
      'web-feature-imports-no-staff → web/src/staff/index.ts',
    ]);
    expect(brokenBy('web/src/staff/users/Guest.ts')).toEqual([
      'staff-feature-through-index → web/src/features/menu/inner.ts',
    ]);
  });

  it('find staff areas that reach each other, even through their doors', () => {
    expect(brokenBy('web/src/staff/live')).toEqual(['staff-area-cycle → web/src/staff/monitor']);
  });

  it('find features that reach each other, even through their doors', () => {
    expect(brokenBy('web/src/features/left')).toEqual(['web-feature-cycle → web/src/features/right']);
  });
});
