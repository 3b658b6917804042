-- The CSS apart from the excise on an order (issue 25): until now an order's excise_cents held
-- the excise and the CSS added; its lines already kept them apart. The CSS gets its own column,
-- and the orders written before give their lines' CSS back out of their excise.
ALTER TABLE "orders" ADD COLUMN "css_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" AS o SET
	"css_cents" = l.css,
	"excise_cents" = GREATEST(o."excise_cents" - l.css, 0)
FROM (
	SELECT "order_id", sum("css_cents")::integer AS css FROM "order_lines"
	WHERE "parent_line_id" IS NULL GROUP BY "order_id"
) AS l
WHERE l."order_id" = o."id" AND l.css > 0;
