//! The player specs the Nines tools share (`nines_arena`, `nines_suite`): a level by name,
//! scaled (`hard*10`) or with settings changed
//! (`hard:nodes=N+settle=S+depth=D+tt=B+ms=M+noise=X+q=0+book=0`).

use parlour_core::Settling;
use parlour_nines::{Level, MAN, level};
use std::time::Duration;

/// The level a spec names: `hard`, `hard*10` (ten times the nodes and the time cap), or
/// `hard:` followed by `key=value` settings joined by `+`: `nodes`, `settle` (the positions
/// a settled search stops after, `parlour_core::Settling`; `0`: no settling), `depth`, `tt`
/// (table bits), `ms` (time cap), `noise`, `q` (`0` for no quiescence search, `1` for it),
/// `book` (`0`: not the opening book, `1`: the book).
pub fn spec_level(spec: &str) -> Option<Level> {
    let (base, tweak) = match spec.find(['*', ':']) {
        Some(i) => (&spec[..i], &spec[i..]),
        None => (spec, ""),
    };
    let mut l = level(base)?;
    if let Some(m) = tweak.strip_prefix('*') {
        let m: u64 = m.parse().ok()?;
        l.node_limit = l.node_limit.map(|n| n * m);
        if let Some(s) = &mut l.settling {
            s.nodes *= m;
        }
        l.time_limit = l.time_limit.map(|t| t * m as u32);
    } else if let Some(kv) = tweak.strip_prefix(':') {
        for part in kv.split('+') {
            let (k, v) = part.split_once('=')?;
            match k {
                "nodes" => l.node_limit = Some(v.parse().ok()?),
                "settle" => {
                    let nodes: u64 = v.parse().ok()?;
                    l.settling = match (nodes, l.settling) {
                        (0, _) => None,
                        (nodes, Some(s)) => Some(Settling { nodes, ..s }),
                        (nodes, None) => Some(Settling {
                            nodes,
                            drop: MAN / 5,
                        }),
                    };
                }
                "depth" => l.max_depth = v.parse().ok()?,
                "tt" => l.tt_bits = v.parse().ok()?,
                "ms" => l.time_limit = Some(Duration::from_millis(v.parse().ok()?)),
                "noise" => l.noise = v.parse().ok()?,
                "q" => l.quiescence = v.parse::<u8>().ok()? > 0,
                "book" => l.book = v.parse::<u8>().ok()? > 0,
                _ => return None,
            }
        }
    }
    Some(l)
}
