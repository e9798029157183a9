-- Moving an organization to another center (PRODUCT.md section 3: superadmin, flag on). The
-- application role cannot write rows of another center, so the move is this one definer
-- function: it moves only an organization of the transaction's own center (app.center_id),
-- never the VolunteerCenter organization, together with its address, profile, vacancies and
-- organization-scoped roles, and writes the audit entry in both centers. The caller (the route)
-- checks the superadmin role and the configuration flag; everything happens in the request's
-- transaction, so the move is all or nothing.
CREATE FUNCTION move_organization(p_org bigint, p_to bigint, p_actor bigint, p_ip text) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS
$$
DECLARE
  v_from bigint := app_center_id();
  v_type text;
BEGIN
  IF v_from IS NULL THEN
    RAISE EXCEPTION 'move_organization needs a center context';
  END IF;
  SELECT o.organization_type INTO v_type FROM organizations o WHERE o.id = p_org AND o.center_id = v_from FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  IF v_type = 'VolunteerCenter' THEN
    RETURN 'volunteer_center';
  END IF;
  IF p_to IS NULL OR p_to = v_from OR NOT EXISTS (SELECT 1 FROM centers c WHERE c.id = p_to) THEN
    RETURN 'invalid_target';
  END IF;
  UPDATE organizations SET center_id = p_to, updated_at = now() WHERE id = p_org;
  UPDATE addresses SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE organization_profiles SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE vacancies SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE roles SET center_id = p_to WHERE organization_id = p_org;
  INSERT INTO audit_log (center_id, actor_user_id, action, subject_type, subject_id, data, ip) VALUES
    (v_from, p_actor, 'organization_moved_out', 'organization', p_org::text, jsonb_build_object('from', v_from, 'to', p_to), p_ip),
    (p_to, p_actor, 'organization_moved_in', 'organization', p_org::text, jsonb_build_object('from', v_from, 'to', p_to), p_ip);
  RETURN 'moved';
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION move_organization(bigint, bigint, bigint, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION move_organization(bigint, bigint, bigint, text) TO volunteerly_app;
