-- Saved-search channels as people see them (issue 53, ADR 0029): the bell is the channel `in_app`. Every search
-- saved before it was a channel got the bell with each alert, so each keeps it.
update saved_searches set channels = array_append(channels, 'in_app') where not ('in_app' = any (channels));
