// Post-export steps (host files, CSP hashes) are added by the hardening work.
