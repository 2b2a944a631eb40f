-- Production parity: the checks that visitors' writes run resolve no name at run time.
--
-- A CHECK stores its call to private.is_text() by reference, but the body of a SQL function
-- written as a string is parsed when it runs, with the rights of whoever writes the row. Its
-- call to private.is_plain_text() then needs USAGE on schema private, which `anon` does not
-- have: every visitor's request failed with 42501 on a connection where no privileged role had
-- run the check before (every fresh pooled connection on hosted Supabase). A SQL-standard body
-- (`begin atomic`) is parsed once, here, and its references are bound to the functions
-- themselves, so the caller needs EXECUTE on them and nothing else. `anon` keeps no USAGE on
-- private: nothing there is for visitors to name.

create or replace function private.is_text(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
begin atomic
  select value is null
      or (char_length(value) between 1 and max_length and value ~ '[^[:space:]]' and private.is_plain_text(value));
end;
