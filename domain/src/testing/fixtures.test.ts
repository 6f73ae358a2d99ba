import { describe, expect, it } from 'vitest';
import { eventSchema } from '../events/event-types.ts';
import { optionGroupInputSchema, optionGroupSchema, orderLineOptionSchema } from '../menu/options.schemas.ts';
import { productInputSchema } from '../menu/product-form.ts';
import { productSchema } from '../menu/products.ts';
import { orderSchema } from '../orders/order.schemas.ts';
import { orderStatusSchema } from '../orders/order-status.schemas.ts';
import { slipSchema, ticketSchema } from '../printing/print-documents.schemas.ts';
import { openingHoursSchema, scheduleSettingsSchema } from '../restaurant/opening-hours.schemas.ts';
import { userSchema } from '../users/user.schemas.ts';
import { aCustomer, aStaffMember } from './customer.fixture.ts';
import { anEvent } from './event.fixture.ts';
import {
  aClosedDay,
  aScheduleSettings,
  aSpecialDate,
  aWeekOfShifts,
  someOpeningHours,
} from './opening-hours.fixture.ts';
import {
  aChosenExtra,
  aChosenOption,
  anExtrasGroup,
  anOptionGroup,
  aSideChoice,
  optionGroupInput,
  someExtras,
} from './option-group.fixture.ts';
import { aChickenLine, aCourierAddress, anOrder, anOrderStatus, withBottles } from './order.fixture.ts';
import { aSlip, aTicket } from './print.fixture.ts';
import { aPhoto, aProduct, aProductInput } from './product.fixture.ts';

// The fixtures stand for what the API answers: each must pass the schema the API answers with, so a field added to a
// schema and not to its fixture fails here, once, rather than in every test that builds one.
describe('the shared test fixtures', () => {
  it('build products the product schema accepts', () => {
    expect(productSchema.parse(aProduct())).toEqual(aProduct());
    const full = aProduct({ photo: aPhoto(), optionGroups: [anOptionGroup(), anExtrasGroup()] });
    expect(productSchema.parse(full)).toEqual(full);
    expect(productInputSchema.safeParse(aProductInput()).success).toBe(true);
  });

  it('build option groups the option schemas accept, and their form input', () => {
    expect(optionGroupSchema.parse(anOptionGroup())).toEqual(anOptionGroup());
    expect(optionGroupSchema.parse(anExtrasGroup())).toEqual(anExtrasGroup());
    expect(optionGroupInputSchema.safeParse(optionGroupInput(anOptionGroup())).success).toBe(true);
    for (const group of [aSideChoice(), someExtras()]) expect(optionGroupSchema.parse(group)).toEqual(group);
    expect(orderLineOptionSchema.parse(aChosenOption())).toEqual(aChosenOption());
    expect(orderLineOptionSchema.parse(aChosenExtra())).toEqual(aChosenExtra());
  });

  it('build orders as staff and as the guest see them', () => {
    const order = anOrder({ products: [aChickenLine()], address: aCourierAddress() });
    expect(orderSchema.parse(anOrder())).toEqual(anOrder());
    expect(orderSchema.parse(order)).toEqual(order);
    expect(orderStatusSchema.parse(anOrderStatus())).toEqual(anOrderStatus());
    expect(orderSchema.parse(anOrder(withBottles()))).toEqual(anOrder(withBottles()));
    expect(orderStatusSchema.parse(anOrderStatus(withBottles()))).toEqual(anOrderStatus(withBottles()));
  });

  it('build users the user schema accepts', () => {
    expect(userSchema.parse(aCustomer())).toEqual(aCustomer());
    expect(userSchema.parse(aStaffMember())).toEqual(aStaffMember());
  });

  it('build opening hours and slot rules the schedule schemas accept', () => {
    const hours = someOpeningHours({ weekly: aWeekOfShifts(), specialDates: [aClosedDay(), aSpecialDate()] });
    expect(openingHoursSchema.parse(hours)).toEqual(hours);
    expect(scheduleSettingsSchema.parse(aScheduleSettings())).toEqual(aScheduleSettings());
  });

  it('build event-log entries the event schema accepts', () => {
    expect(eventSchema.parse(anEvent())).toEqual(anEvent());
  });

  it('build the print documents the ticket and slip schemas accept', () => {
    expect(ticketSchema.parse(aTicket())).toEqual(aTicket());
    expect(slipSchema.parse(aSlip())).toEqual(aSlip());
  });
});
