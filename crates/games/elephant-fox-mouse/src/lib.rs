//! Placeholder: the rules of elephant-fox-mouse are being written.
