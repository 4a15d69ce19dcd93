-- reader function (anon): who a token signs in, while its session lives
create or replace function public.docs_session(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_session jsonb := docs_private.live_session(docs_session.token);
begin
  if v_session is null then
    raise exception using errcode = '28000', message = 'Your session has ended. Please sign in again.';
  end if;
  return v_session;
end
$$;
revoke all on function public.docs_session(text) from public, anon, authenticated, service_role;
grant execute on function public.docs_session(text) to anon, authenticated;
