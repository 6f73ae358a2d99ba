import { eventTypes } from '@konyha/domain/events/event-types';
import { productTypes } from '@konyha/domain/menu/catalogue';
import { allOrderStates, paymentMethods } from '@konyha/domain/orders/order-states';
import { roles } from '@konyha/domain/users/roles';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', roles);
export const productTypeEnum = pgEnum('product_type', productTypes);
export const orderStateEnum = pgEnum('order_state', allOrderStates);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);
export const eventTypeEnum = pgEnum('event_type', eventTypes);
export const tokenPurposeEnum = pgEnum('token_purpose', ['EMAIL_CONFIRMATION', 'PASSWORD_RESET']);
