//! Placeholder: the rules of nines are being written.
