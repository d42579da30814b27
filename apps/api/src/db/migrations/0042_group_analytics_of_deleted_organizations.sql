-- custom (hand-written): deleting an organisation cascades to its memberships, whose trigger raised
-- the version of their groups' figures rows, re-creating rows for the organisation being deleted
-- (a foreign-key error: no organisation could be deleted while it had students). The rows are now
-- raised or created only for organisations that still exist; the deleted one's rows go by the cascade.
CREATE OR REPLACE FUNCTION bagdar_touch_group_analytics(orgs uuid[], group_keys uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO organization_group_analytics AS a (organization_id, group_key)
  SELECT DISTINCT k.org, k.group_key FROM unnest(orgs, group_keys) AS k(org, group_key)
  WHERE k.org IS NOT NULL AND EXISTS (SELECT 1 FROM organizations o WHERE o.id = k.org)
  ORDER BY 1, 2
  ON CONFLICT (organization_id, group_key) DO UPDATE SET version = a.version + 1;
$$;
