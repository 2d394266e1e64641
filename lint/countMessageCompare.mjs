#!/usr/bin/env node
/**
 * Counts the places that decide by a message's wording (lint/messageCompare.mjs), per folder, so
 * the figure of issue 16 item 2 is reproducible: `node lint/countMessageCompare.mjs [folder…]`
 * (default: src, machines, domain, adapters, server, the folders `npm run lint` holds to zero;
 * name stories or tests to see where tests compare what a user sees). `--list` prints each one.
 */
import { countFindings } from './countFindings.mjs';

countFindings('lint/messageCompare.oxlintrc.json', 'message-codes(no-message-compare)', ['src', 'machines', 'domain', 'adapters', 'server']);
