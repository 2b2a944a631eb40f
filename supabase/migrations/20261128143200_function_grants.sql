-- Function grants: every function executable only by the roles whose statements run it
-- (docs/security.md, « Function grants »). The schema squash reproduced grants as they were and
-- flagged some; a query over pg_proc found the rest of the same kind. The security lints
-- private_function_executable_by_visitors, anon_function_not_rpc and trigger_function_executable
-- (tests/support/security-lints.ts) hold the rule from now on. The schema files hold the result.
--
-- A role reaches a function in one of three ways: it calls it as an RPC (public), a CHECK, index,
-- default, generated column, view or policy of a row it writes or reads calls it, or the body of
-- a function it runs without SECURITY DEFINER names it. A SECURITY DEFINER body runs as its owner,
-- and a trigger calls its function without checking EXECUTE (PostgreSQL checks it once, for the
-- creator of the trigger).

-- == Nothing in private is PUBLIC's; public's CHECK helpers are not the visitors' ================
-- is_address and text_items_valid stay in public (the billing and customer-space schemas in flight
-- write their CHECKs against them) but visitors write no row they check (offers, orders, products,
-- SEO pages): they are no visitor's RPC any more. A signed-in caller learns nothing from them.
revoke execute on function
  private.is_safe_url(text), private.is_plain_text(text), private.is_text(text, integer), private.is_email(text),
  private.is_phone(text), public.is_address(jsonb), public.text_items_valid(text[], integer, integer),
  private.is_campaign_markdown(text), private.erasure_kept(text)
  from public;
-- Visitors write no row these CHECK (products, images, slides, SEO pages, offers, orders).
revoke execute on function
  private.is_safe_url(text), public.is_address(jsonb), public.text_items_valid(text[], integer, integer)
  from anon;

-- == Trigger functions: no grant ====================================================================
revoke execute on function
  public.set_updated_at(), private.audit_row(), private.protect_last_admin_role(),
  private.protect_last_admin_account(), private.refuse_deleting_used_category(), private.keep_product_image_url(),
  private.sync_product_image_url(), private.check_request_transition(), private.set_note_author(),
  private.guard_offer_change(), private.set_offer_author(), private.price_offer_item(),
  private.guard_offer_item_delete(), private.refresh_offer_totals(), private.keep_offer_pdf_current(),
  private.void_offer_pdf_of_lines(), private.void_draft_pdfs_of_company(), private.set_order_item_total(),
  private.refresh_order_total(), private.record_order_status_change(), private.contract_on_order_confirmed(),
  private.contract_on_order_items(), private.guard_contract_change(), private.set_incident_deadline(),
  private.guard_incident_status(), private.limit_incident_photos(), private.guard_signed_equipment(),
  private.guard_order_lines(), private.guard_order_delete(), private.set_incident_reporter(),
  private.queue_incident_emails(), private.stamp_data_request()
  from public, anon, authenticated, service_role;

-- == Helpers only SECURITY DEFINER bodies call ======================================================
revoke execute on function
  private.is_active_account(), private.other_active_admin_exists(uuid), private.catalogue_monthly(public.products, integer),
  private.next_document_number(text), private.sync_contract(uuid), private.incident_type_label(text),
  private.intervention_delay(text), private.residual_rate(integer), private.incident_email_payload(uuid)
  from authenticated, service_role;
-- The working days: run_service_jobs, the service role's, counts them as its caller.
revoke execute on function
  private.easter_sunday(integer), private.is_french_working_day(date), private.add_working_days(date, integer)
  from authenticated;

-- == Indexes another one already serves =============================================================
-- (created_at desc, id desc) and (status, created_at desc) answer every lookup and sort the shorter
-- ones did.
drop index public.products_created_at_idx;
drop index public.quote_requests_status_idx;

-- == A visitor's request, as its e-mails summarise it ===============================================
create or replace function private.queue_request_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  summary jsonb;
  sales text;
begin
  summary := jsonb_build_object(
    'quote_request_id', new.id,
    'type', new.type,
    'first_name', new.first_name,
    'last_name', new.last_name,
    'email', new.email,
    'phone', new.phone,
    'company', new.company,
    'siret', new.siret,
    'subject', new.subject,
    'message', new.message,
    'created_at', new.created_at
  );
  sales := (select s.sales_email from public.email_settings s where s.id);
  perform private.enqueue_email('request_acknowledgement', new.email, summary);
  if sales is not null then
    perform private.enqueue_email('request_notification', sales, summary);
  end if;
  return null;
end;
$$;
