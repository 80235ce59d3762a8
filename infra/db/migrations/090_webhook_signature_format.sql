-- Per-webhook signature scheme (docs/webhooks.md): 'haven' = the spec's X-SERVICE-* headers (sha256= hex HMAC),
-- 'standard' = Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature "v1,<base64>").
ALTER TABLE webhooks ADD COLUMN signature_format text NOT NULL DEFAULT 'haven' CHECK (signature_format IN ('haven', 'standard'));
