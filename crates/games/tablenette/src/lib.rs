//! Placeholder: the rules of tablenette are being written.
