//! Placeholder: the rules of virus-war are being written.
