//! Placeholder: the rules of isolo are being written.
