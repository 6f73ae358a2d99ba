DROP INDEX "orders_user_idx";--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "event_log_order_idx" ON "event_log" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_order_idx" ON "scheduled_jobs" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "orders_user_date_idx" ON "orders" USING btree ("user_id","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_counted_id_idx" ON "orders" USING btree ("id") WHERE payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');--> statement-breakpoint
CREATE INDEX "orders_counted_date_idx" ON "orders" USING btree ("order_date","id") WHERE payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');--> statement-breakpoint
CREATE INDEX "orders_counted_state_idx" ON "orders" USING btree ("state","id") WHERE payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');--> statement-breakpoint
CREATE INDEX "orders_counted_paid_idx" ON "orders" USING btree ("payed","id") WHERE payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');--> statement-breakpoint
CREATE INDEX "orders_counted_price_idx" ON "orders" USING btree ("discounted_price","id") WHERE payment_status not in ('PENDING', 'CHALLENGE', 'REDIRECTED', 'ABANDONED');--> statement-breakpoint
CREATE INDEX "orders_for_instant_idx" ON "orders" USING btree (coalesce("pre_order_date", "order_date"),"id");--> statement-breakpoint
CREATE INDEX "orders_portion_instant_idx" ON "orders" USING btree (coalesce("slot_at", "order_date"));