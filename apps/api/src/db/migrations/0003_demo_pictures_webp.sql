-- The demo shops' pictures are served as WebP since 2026-11-22 (scripts/demo-images.mjs; the
-- SVG drawings are no longer served): a database seeded before then points at the new files.
UPDATE "shops" SET "edited_shop" = regexp_replace("edited_shop"::text, '"/demo/([a-z0-9-]+)\.svg"', '"/demo/\1.webp"', 'g')::jsonb WHERE "edited_shop"::text LIKE '%/demo/%.svg%';--> statement-breakpoint
UPDATE "products" SET "visuals" = regexp_replace("visuals"::text, '"/demo/products/([a-z0-9-]+)\.svg"', '"/demo/products/\1.webp"', 'g')::jsonb WHERE "visuals"::text LIKE '%/demo/products/%.svg%';--> statement-breakpoint
UPDATE "product_formats" SET "visuals" = regexp_replace("visuals"::text, '"/demo/products/([a-z0-9-]+)\.svg"', '"/demo/products/\1.webp"', 'g')::jsonb WHERE "visuals"::text LIKE '%/demo/products/%.svg%';
