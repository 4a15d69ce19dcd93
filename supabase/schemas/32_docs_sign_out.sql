-- reader function (anon): ends the session on the server
create or replace function public.docs_sign_out(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if docs_sign_out.token is not null then
    delete from docs_private.sessions s
     where s.token_hash = sha256(convert_to(docs_sign_out.token, 'UTF8'));
  end if;
end
$$;
revoke all on function public.docs_sign_out(text) from public, anon, authenticated, service_role;
grant execute on function public.docs_sign_out(text) to anon, authenticated;
