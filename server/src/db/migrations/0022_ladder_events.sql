ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_PUSHED' BEFORE 'LATE_PAYMENT';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'ORDER_PAUSED' BEFORE 'LATE_PAYMENT';