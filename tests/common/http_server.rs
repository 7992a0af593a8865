//! A loopback HTTP server for the fetch tests: it answers each request
//! with a route and records what arrived (every connection too, so that a
//! test can show a refused fetch never reached it). Shared by
//! `tests/fetch.rs` and `tests/fetch_policy.rs`; it binds loopback only.
#![allow(dead_code)] // each test binary uses its own subset

use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A request as the server saw it.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    pub(crate) path: String,
    pub(crate) headers: Vec<(String, String)>,
}

impl Request {
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// What the server answers.
pub(crate) enum Reply {
    Respond {
        status: u16,
        headers: Vec<(&'static str, String)>,
        body: Vec<u8>,
    },
    /// Accept the request, then say nothing for this long.
    Stall(Duration),
    /// A 200 whose `Content-Length` promises more than `body`: the body is
    /// sent, then nothing for `stall`.
    Partial {
        content_type: &'static str,
        body: Vec<u8>,
        stall: Duration,
    },
}

pub(crate) fn ok(content_type: &str, body: impl Into<Vec<u8>>) -> Reply {
    Reply::Respond {
        status: 200,
        headers: vec![("content-type", content_type.to_owned())],
        body: body.into(),
    }
}

pub(crate) fn redirect(status: u16, to: &str) -> Reply {
    Reply::Respond {
        status,
        headers: vec![("location", to.to_owned())],
        body: Vec::new(),
    }
}

pub(crate) fn status(status: u16) -> Reply {
    Reply::Respond {
        status,
        headers: Vec::new(),
        body: Vec::new(),
    }
}

/// A server on a free loopback port, answering each request with `routes`.
pub(crate) struct Server {
    pub(crate) base: String,
    pub(crate) port: u16,
    requests: Arc<Mutex<Vec<Request>>>,
    connections: Arc<AtomicUsize>,
}

impl Server {
    /// A server on 127.0.0.1.
    pub(crate) fn start(routes: impl Fn(&Request) -> Reply + Send + Sync + 'static) -> Server {
        Server::start_on(IpAddr::V4(Ipv4Addr::LOCALHOST), routes).expect("bind loopback")
    }

    /// A server on `address` (a loopback one), or the bind error: `::1`
    /// when the machine has no IPv6, say.
    pub(crate) fn start_on(
        address: IpAddr,
        routes: impl Fn(&Request) -> Reply + Send + Sync + 'static,
    ) -> std::io::Result<Server> {
        assert!(address.is_loopback(), "the tests use loopback only");
        let listener = TcpListener::bind(SocketAddr::new(address, 0))?;
        let local = listener.local_addr()?;
        let base = format!("http://{local}");
        let requests = Arc::new(Mutex::new(Vec::new()));
        let connections = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&requests);
        let connected = Arc::clone(&connections);
        let routes = Arc::new(routes);
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                connected.fetch_add(1, Ordering::SeqCst);
                let Ok(stream) = stream else { continue };
                let seen = Arc::clone(&seen);
                let routes = Arc::clone(&routes);
                std::thread::spawn(move || serve(stream, &*routes, &seen));
            }
        });
        Ok(Server {
            base,
            port: local.port(),
            requests,
            connections,
        })
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub(crate) fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }

    /// How many connections were accepted, a request sent on them or not.
    pub(crate) fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }
}

fn serve(stream: TcpStream, routes: &dyn Fn(&Request) -> Reply, seen: &Mutex<Vec<Request>>) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    let path = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
            break;
        }
        if let Some((name, value)) = line.trim_end().split_once(':') {
            headers.push((name.trim().to_owned(), value.trim().to_owned()));
        }
    }
    let request = Request { path, headers };
    seen.lock().unwrap().push(request.clone());
    let mut stream = stream;
    match routes(&request) {
        Reply::Stall(time) => std::thread::sleep(time),
        Reply::Partial {
            content_type,
            body,
            stall,
        } => {
            let head = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: {content_type}\r\ncontent-length: {}\r\n\r\n",
                body.len() + 100_000
            );
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
            let _ = stream.flush();
            std::thread::sleep(stall);
        }
        Reply::Respond {
            status,
            headers,
            body,
        } => {
            let mut head = format!(
                "HTTP/1.1 {status} X\r\ncontent-length: {}\r\nconnection: close\r\n",
                body.len()
            );
            for (name, value) in headers {
                head.push_str(&format!("{name}: {value}\r\n"));
            }
            head.push_str("\r\n");
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
        }
    }
}
