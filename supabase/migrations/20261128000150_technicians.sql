-- Who may be sent to install or intervene (the « Technicien » pickers of the contract and incident
-- screens): staff holding the technicien or admin role, as plan_installation accepts. (The caller's
-- right to have a report signed is db's public.can_sign_installation_report.)

-- == Technicians ====================================================================================
-- Reads auth.users (names and e-mails), hence SECURITY DEFINER in private, behind the rights check.
create function private.technician_directory()
returns table (id uuid, email text, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.can('contracts', 'read') or private.can('service', 'read')) then
    raise exception using errcode = '42501', message = 'Vous n’avez pas les droits nécessaires pour cette action.';
  end if;
  return query
    select u.id, u.email::text, p.display_name
    from auth.users u
    left join public.staff_profiles p on p.user_id = u.id
    where u.deleted_at is null
      and exists (select 1 from public.user_roles r where r.user_id = u.id and r.role in ('technicien', 'admin'))
    order by coalesce(p.display_name, u.email::text);
end;
$$;

create function public.list_technicians()
returns table (id uuid, email text, full_name text)
language sql
stable
security invoker
set search_path = ''
begin atomic
  select * from private.technician_directory();
end;

-- == Grants ===========================================================================================
revoke execute on function private.technician_directory(), public.list_technicians() from public, anon;
grant execute on function private.technician_directory(), public.list_technicians() to authenticated, service_role;
