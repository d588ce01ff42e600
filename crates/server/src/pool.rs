//! The computer players' pool: at most `ai_threads` searches at once, and people first.
//!
//! A plain first-come semaphore lets a server full of computer-only tables (computers
//! playing each other while someone watches) starve the people: a person's opponent would
//! wait behind every computer turn queued before it. Here a turn at a table where a person
//! sits is served before any turn of a table of computers alone; turns of the same kind are
//! served in the order they asked. So a person waits at most for one search already running
//! to end, however many computer tables are queued.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::oneshot;

/// Who a computer's turn is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Priority {
    /// A table where a person sits: served first.
    People,
    /// A table of computers alone (perhaps watched).
    Computers,
}

/// What the pool has done, for tests and the operator: how well people were served.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PoolStats {
    /// Turns of people's tables that got a thread.
    pub people_served: u64,
    /// Turns of computer-only tables that got a thread.
    pub computers_served: u64,
    /// Turns of people's tables that had to queue while computer turns were queued too
    /// (the moments priority matters).
    pub people_queued_behind_computers: u64,
    /// The most computer turns served while one person's turn was waiting (0: no
    /// computer turn ever went before a waiting person's).
    pub most_computers_served_while_a_person_waited: u64,
    /// Turns of computer-only tables waiting for a thread now.
    pub computers_waiting: usize,
    /// Turns of people's tables waiting for a thread now.
    pub people_waiting: usize,
}

struct Waiter {
    tx: oneshot::Sender<Permit>,
    /// `computers_served` when it began to wait.
    computers_before: u64,
}

struct State {
    free: usize,
    people: VecDeque<Waiter>,
    computers: VecDeque<Waiter>,
    stats: PoolStats,
}

/// The pool (shared: `Arc`).
pub struct AiPool {
    state: Mutex<State>,
}

/// A thread of the pool, held while a search runs; given back when dropped.
pub struct Permit {
    pool: Option<Arc<AiPool>>,
}

impl Drop for Permit {
    fn drop(&mut self) {
        if let Some(pool) = self.pool.take() {
            AiPool::release(&pool);
        }
    }
}

impl AiPool {
    /// A pool of `threads` threads (at least one).
    pub fn new(threads: usize) -> Arc<AiPool> {
        Arc::new(AiPool {
            state: Mutex::new(State {
                free: threads.max(1),
                people: VecDeque::new(),
                computers: VecDeque::new(),
                stats: PoolStats::default(),
            }),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Every critical section leaves the state whole: a poisoned lock is still usable.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits for a thread. Dropping the future while it waits gives up its place (and a
    /// thread handed to it meanwhile goes on to the next in line).
    pub async fn acquire(self: &Arc<Self>, priority: Priority) -> Permit {
        let rx = {
            let mut s = self.lock();
            let nobody_ahead = match priority {
                Priority::People => s.people.is_empty(),
                Priority::Computers => s.people.is_empty() && s.computers.is_empty(),
            };
            if s.free > 0 && nobody_ahead {
                s.free -= 1;
                Self::count(&mut s.stats, priority);
                return Permit {
                    pool: Some(Arc::clone(self)),
                };
            }
            let (tx, rx) = oneshot::channel();
            let waiter = Waiter {
                tx,
                computers_before: s.stats.computers_served,
            };
            match priority {
                Priority::People => {
                    if !s.computers.is_empty() {
                        s.stats.people_queued_behind_computers += 1;
                    }
                    s.people.push_back(waiter);
                }
                Priority::Computers => s.computers.push_back(waiter),
            }
            rx
        };
        match rx.await {
            Ok(permit) => permit,
            // The pool never drops a waiter without answering it; should it, wait again.
            Err(_) => Box::pin(self.acquire(priority)).await,
        }
    }

    fn count(stats: &mut PoolStats, priority: Priority) {
        match priority {
            Priority::People => stats.people_served += 1,
            Priority::Computers => stats.computers_served += 1,
        }
    }

    /// A thread came back: it goes to the first person's turn waiting, else the first
    /// computer table's, else it is free.
    fn release(pool: &Arc<AiPool>) {
        loop {
            let (waiter, priority) = {
                let mut s = pool.lock();
                let (waiter, priority) = match s.people.pop_front() {
                    Some(w) => (w, Priority::People),
                    None => match s.computers.pop_front() {
                        Some(w) => (w, Priority::Computers),
                        None => {
                            s.free += 1;
                            return;
                        }
                    },
                };
                // Counted under the lock, in the order threads are handed out.
                Self::count(&mut s.stats, priority);
                if priority == Priority::People {
                    let overtaken = s
                        .stats
                        .computers_served
                        .saturating_sub(waiter.computers_before);
                    let most = &mut s.stats.most_computers_served_while_a_person_waited;
                    *most = (*most).max(overtaken);
                }
                (waiter, priority)
            };
            // Sent outside the lock: a permit that cannot be delivered (its waiter gave up)
            // comes back here and goes to the next in line, instead of being dropped, which
            // would release it again.
            let permit = Permit {
                pool: Some(Arc::clone(pool)),
            };
            match waiter.tx.send(permit) {
                Ok(()) => return,
                Err(mut undelivered) => {
                    undelivered.pool = None;
                    let mut s = pool.lock();
                    match priority {
                        Priority::People => {
                            s.stats.people_served = s.stats.people_served.saturating_sub(1)
                        }
                        Priority::Computers => {
                            s.stats.computers_served = s.stats.computers_served.saturating_sub(1)
                        }
                    }
                }
            }
        }
    }

    /// What the pool has done so far.
    pub fn stats(&self) -> PoolStats {
        let s = self.lock();
        PoolStats {
            computers_waiting: s.computers.len(),
            people_waiting: s.people.len(),
            ..s.stats
        }
    }

    /// Threads free now.
    pub fn free(&self) -> usize {
        self.lock().free
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_person_goes_before_every_computer_table_queued() {
        let pool = AiPool::new(1);
        let running = pool.acquire(Priority::Computers).await;
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut waiting = Vec::new();
        for i in 0..50 {
            let (pool, order) = (Arc::clone(&pool), Arc::clone(&order));
            waiting.push(tokio::spawn(async move {
                let _p = pool.acquire(Priority::Computers).await;
                order.lock().unwrap().push(format!("c{i}"));
            }));
            tokio::task::yield_now().await;
        }
        // Let every computer task queue up before the person arrives.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let person = {
            let (pool, order) = (Arc::clone(&pool), Arc::clone(&order));
            tokio::spawn(async move {
                let _p = pool.acquire(Priority::People).await;
                order.lock().unwrap().push("person".to_string());
            })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(running);
        person.await.unwrap();
        for w in waiting {
            w.await.unwrap();
        }
        let order = order.lock().unwrap();
        assert_eq!(order[0], "person", "{order:?}");
        assert_eq!(order[1], "c0", "computers keep their own order");
        let stats = pool.stats();
        assert_eq!(stats.people_queued_behind_computers, 1);
        assert_eq!(stats.most_computers_served_while_a_person_waited, 0);
        assert_eq!(stats.computers_served, 51);
        assert_eq!(pool.free(), 1, "every thread came back");
    }

    #[tokio::test]
    async fn a_waiter_that_gives_up_passes_its_thread_on() {
        let pool = AiPool::new(1);
        let running = pool.acquire(Priority::People).await;
        let gives_up = {
            let pool = Arc::clone(&pool);
            tokio::spawn(async move { pool.acquire(Priority::People).await })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        gives_up.abort();
        let _ = gives_up.await;
        let next = {
            let pool = Arc::clone(&pool);
            tokio::spawn(async move { pool.acquire(Priority::Computers).await })
        };
        tokio::time::sleep(Duration::from_millis(20)).await;
        drop(running);
        let permit = tokio::time::timeout(Duration::from_secs(5), next)
            .await
            .expect("the thread reached the next waiter")
            .unwrap();
        drop(permit);
        assert_eq!(pool.free(), 1);
    }
}
